/// <reference path="../types/pocketbase.d.ts" />

// The origins whose pages may call the API from a browser: the site's own
// (PUBLIC_URL) and any listed in CORS_ORIGINS. The same list is given to
// PocketBase's CORS handling at start (src/tools/pocketbase-process.ts).

/** @param {string} url */
function originOf(url) {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url.trim());
  return match ? match[1].toLowerCase() : '';
}

function allowedOrigins() {
  const listed = ($os.getenv('CORS_ORIGINS') || '').split(',');
  return [$os.getenv('PUBLIC_URL') || '']
    .concat(listed)
    .map(originOf)
    .filter((origin) => origin !== '');
}

/** @param {string} origin */
function isAllowedOrigin(origin) {
  return allowedOrigins().indexOf(originOf(origin)) !== -1;
}

module.exports = { allowedOrigins, isAllowedOrigin };
