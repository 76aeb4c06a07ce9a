/** Query parameters that only tag a visit (campaigns, ad clicks); the page reads none of them. */
const isCampaignTag = (name: string) => name.startsWith('utm_') || /^(gclid|fbclid|msclkid)$/.test(name);

/** The names of the address's query parameters that the page itself reads. */
export function queryReadByPage(search = window.location.search): string[] {
  return [...new URLSearchParams(search).keys()].filter((name) => !isCampaignTag(name));
}
