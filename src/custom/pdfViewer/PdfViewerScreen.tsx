export function PdfViewerScreen() {
  return null;
}
