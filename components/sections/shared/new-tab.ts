/** Attributes of a link that opens another site in a new tab without access to this page. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
