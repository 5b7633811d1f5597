import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SafeMarkdown } from './safe-markdown.tsx';

function renderMarkdown(body: string) {
  return render(
    <MemoryRouter>
      <SafeMarkdown>{body}</SafeMarkdown>
    </MemoryRouter>,
  );
}

const HOSTILE_BODY = [
  '## Our story',
  '<script>alert(1)</script>',
  'Before <img src=x onerror=alert(1)> after.',
  '<a href="javascript:alert(2)">raw link</a>',
  '[click me](javascript:alert(3))',
  '[shouting](JAVASCRIPT:alert(4))',
  '[encoded](&#106;avascript:alert(5))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==)',
  '![pic](javascript:alert(7))',
  '<iframe src="https://evil.example"></iframe>',
].join('\n\n');

describe('SafeMarkdown', () => {
  it('when a page body holds a script, an img with onerror and javascript: links, then none of them reaches the DOM as markup', () => {
    const { container } = renderMarkdown(HOSTILE_BODY);

    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    // The text around the dropped markup and the unsafe links' words stay readable.
    expect(screen.getByText(/Before\s+after\./)).toBeInTheDocument();
    expect(screen.getByText('click me').closest('a')).toBeNull();
    expect(screen.getByText('encoded').closest('a')).toBeNull();
  });

  it('when links are http(s), mailto:, tel: or site paths, then they stay links, site paths inside the app', () => {
    renderMarkdown('[Terms](/terms) [Write](mailto:hello@islandstay.test) [Call](tel:+6677123456) [Partner](https://example.com/page)');

    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Write' })).toHaveAttribute('href', 'mailto:hello@islandstay.test');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+6677123456');
    const external = screen.getByRole('link', { name: 'Partner' });
    expect(external).toHaveAttribute('href', 'https://example.com/page');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('when the body has a top-level heading, then it becomes a section heading (the page title is the h1)', () => {
    renderMarkdown('# Booking and payment\n\nA deposit of 50%.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking and payment' })).toBeInTheDocument();
  });
});
