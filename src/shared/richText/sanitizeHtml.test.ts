import { describe, expect, it } from 'vitest';
import { htmlText, isBlankHtml, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the editor formatting', () => {
    const html = '<p><b>Bold</b> <i>it</i> <u>u</u></p><ul><li>one</li><li>two</li></ul><ol><li>x</li></ol><br>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x"></iframe>d')).toBe('abcd');
    expect(sanitizeHtml('<svg><g onload="x()">t</g></svg>ok')).toBe('ok');
  });

  it('drops every attribute but a checked link target', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onmouseover="x()">l</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">l</a>',
    );
  });

  it('refuses script links however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:x', 'java\tscript:x', '&#106;avascript:x', 'javascript&colon;x', ' data:text/html,x', '//evil.example', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">l</a>`), href).toBe('<a>l</a>');
    }
    expect(sanitizeHtml('<a href="mailto:a@b.ca">m</a>')).toContain('href="mailto:a@b.ca"');
    expect(sanitizeHtml('<a href="/MANITOULIN/pages/X">in</a>')).toContain('href="/MANITOULIN/pages/X"');
  });

  it('escapes text and stray angle brackets, keeps entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; "q" &nbsp;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &quot;q&quot; &nbsp;');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
  });

  it('closes what was left open and ignores stray closing tags', () => {
    expect(sanitizeHtml('<b><i>x</b>y</i></u>')).toBe('<b><i>x</i></b>y');
    expect(sanitizeHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
  });

  it('is idempotent', () => {
    for (const html of ['<a href="https://x.ca/?a=1&b=2">l</a>', '<p>&lt;b&gt;</p>', 'a & b <i>c', '<script>x</script><b>y']) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('the rich editor required rule', () => {
  it('looks at the text without tags', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><div></div>')).toBe(true);
    expect(isBlankHtml('<script>alert(1)</script>')).toBe(true);
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(htmlText('<p>One</p><p>two&amp;three</p>')).toBe('One two&three');
  });
});
