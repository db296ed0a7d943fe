// The site's search: Pagefind's index, built with the site (scripts/build-docs.mjs) and served
// with it, so it works with no outside service. The search page reads ?q= and lists what matches;
// results are built as nodes (the site runs under Trusted Types), the matched words marked.
const status = document.getElementById('search-status');
const list = document.getElementById('search-results');
const query = new URLSearchParams(location.search).get('q')?.trim() ?? '';
const input = document.getElementById('site-search-query');
if (input && query) input.value = query;

/** Pagefind's excerpt is text with <mark> around each hit, and its characters escaped. */
function excerptNodes(excerpt) {
  const decode = (text) =>
    text.replace(/&(lt|gt|amp|quot|#39|#x27);/g, (entity, name) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#x27': "'" })[name]);
  return excerpt.split(/(<mark>.*?<\/mark>)/).filter(Boolean).map((piece) => {
    const hit = /^<mark>(.*)<\/mark>$/.exec(piece);
    if (!hit) return document.createTextNode(decode(piece));
    const mark = document.createElement('mark');
    mark.textContent = decode(hit[1]);
    return mark;
  });
}

async function search() {
  if (!status || !list || !query) return;
  status.textContent = 'Searching…';
  const pagefind = await import('/docs/pagefind/pagefind.js');
  // In the main thread: a worker's script URL is a Trusted Types sink the site's policy keeps shut,
  // and the index is small.
  await pagefind.options({ baseUrl: '/docs/', noWorker: true });
  const { results } = await pagefind.search(query);
  const pages = await Promise.all(results.slice(0, 20).map((result) => result.data()));
  list.replaceChildren(
    ...pages.map((page) => {
      const link = document.createElement('a');
      link.href = page.url;
      link.textContent = page.meta.title;
      const excerpt = document.createElement('p');
      excerpt.append(...excerptNodes(page.excerpt));
      const item = document.createElement('li');
      item.append(link, excerpt);
      return item;
    }),
  );
  status.textContent = results.length === 0 ? `Nothing matches “${query}”.` : `${results.length} ${results.length === 1 ? 'page matches' : 'pages match'} “${query}”.`;
}

search().catch((error) => {
  if (status) status.textContent = 'Search could not load. Every page is listed in the navigation.';
  console.warn('docs search:', error);
});
