import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('markdown rendering', () => {
  it('renders headings, lists, tables and emphasis', () => {
    const html = renderMarkdown('## Oil\n\n- **Every** 5,000 km\n- _check_ level\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2>Oil</h2>');
    expect(html).toContain('<li><strong>Every</strong> 5,000 km</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>1</td>');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3)) <iframe src="https://e.vil"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:|iframe|<img/i);
  });

  it('opens external links safely and keeps internal ones', () => {
    expect(renderMarkdown('[a](https://example.com)')).toContain('target="_blank" rel="noopener noreferrer"');
    expect(renderMarkdown('[b](/help)')).toContain('<a href="/help">b</a>');
  });

  it('turns a top-level heading into h2 (the page owns h1)', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>\n');
  });
});
