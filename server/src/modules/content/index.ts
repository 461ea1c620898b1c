export { contentRouter } from './content.router.ts';
export { renderMarkdown } from './markdown.ts';
export { contentAdmin } from './admin/content.admin.ts';
