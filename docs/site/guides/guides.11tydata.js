// Every guide: the site's layout, the Guides list of the navigation (ordered by `order`), and its
// address, /docs/guides/<file name>/.
export default {
  layout: 'page.njk',
  tags: 'guide',
  permalink: (data) => `docs/guides/${data.page.fileSlug}/index.html`,
};
