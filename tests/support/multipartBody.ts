/** A multipart body as a browser sends it, from real FormData. */
export async function multipartBody(parts: { name: string; value: string | Blob; fileName?: string }[]) {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string') form.append(p.name, p.value);
    else form.append(p.name, p.value, p.fileName);
  }
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}
