/**
 * Speculation Rules: the browser fetches a page of the site in advance when the visitor shows
 * intent (the pointer rests on a link, or a finger goes down on it), so following a link, an
 * ordinary document load, starts from the cache. Only documents are fetched, never run; the API
 * and the customer portal, whose pages depend on the session, are left out.
 * The server's CSP allows this inline rule set by its hash (server/security.ts).
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/kundeportal/*', '/en/customer-portal/*'] } },
          { not: { selector_matches: '[rel~="nofollow"], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})
