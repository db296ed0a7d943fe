// The documentation site (`npm run docs`, and the `docs` part of the build): Markdown guides, a page
// per element generated from custom-elements.json, and the repository's design documents, built to
// dist/docs/ (every permalink starts with docs/) and served by `npm start` at /docs/. Eleventy, as Shoelace and Web Awesome build theirs.
import { readFileSync } from 'node:fs';
import { IdAttributePlugin, RenderPlugin } from '@11ty/eleventy';
import markdownIt from 'markdown-it';

/**
 * A heading's id: its text without backticks, lower case, every run of other characters than
 * letters and digits one dash. The guides link to headings by this rule.
 */
export function slug(text) {
  return String(text)
    .replaceAll('`', '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Pages of the repository's own documents, kept where they are (README and code refer to them). */
export const REPOSITORY_DOCUMENTS = ['wire-protocol', 'architecture', 'design'];

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(IdAttributePlugin, { slugify: slug, selector: 'h2,h3,h4' });
  // One Markdown setup for the guides, the repository's documents and the element pages' texts
  // (the elements' JSDoc is Markdown too): raw HTML allowed, for the live examples' placeholders.
  const markdown = markdownIt({ html: true, linkify: false });
  eleventyConfig.setLibrary('md', markdown);
  eleventyConfig.addFilter('markdown', (text = '') => markdown.render(text));
  eleventyConfig.addFilter('inlineMarkdown', (text = '') => markdown.renderInline(text));
  eleventyConfig.addPlugin(RenderPlugin);
  // A document of the repository (docs/<name>.md), for a page's body: its own "# Title" is the
  // layout's heading. The page renders it as Markdown (`renderContent`).
  eleventyConfig.addFilter('repositoryDocument', (name) => readFileSync(`docs/${name}.md`, 'utf8').replace(/^# .*\n/, ''));
  eleventyConfig.addFilter('slug', slug);
  eleventyConfig.addPassthroughCopy({ 'docs/site/assets': 'docs/assets' });
  // The suite's own screenshots of every screen (test/e2e/visual-flows.test.mjs compares the real
  // elements with them on every run), in en, th and ur at 1280x800 and 360x740.
  eleventyConfig.addPassthroughCopy({ 'test/e2e/baselines/*.png': 'docs/screenshots' });
  eleventyConfig.addGlobalData('repositoryDocuments', REPOSITORY_DOCUMENTS);
  // Wide code and tables scroll inside their box; a keyboard user must be able to reach and scroll
  // them too (WCAG 2.1.1), so each gets a tab stop.
  eleventyConfig.addTransform('scrollable-regions-focusable', function (content) {
    if (!(this.page.outputPath || '').endsWith('.html')) return content;
    return content
      .replace(/<pre(?![^>]*tabindex)/g, '<pre tabindex="0"')
      .replace(/<table>[\s\S]*?<\/table>/g, (table) => `<div class="table-scroll" tabindex="0" role="region" aria-label="Table">${table}</div>`);
  });
  return {
    dir: { input: 'docs/site', includes: '_includes', data: '_data', output: 'dist' },
    markdownTemplateEngine: false,
    htmlTemplateEngine: 'njk',
    templateFormats: ['md', 'njk'],
  };
}
