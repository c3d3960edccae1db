export function escapeHtml(text: string): string;
export function inline(text: string, link: (url: string, label: string) => string): string;
export function markdownToPage(markdown: string, link: (url: string, label: string) => string): { title: string; html: string };
