/**
 * The script a page's HTML may make the browser load by itself (gzip): the islands runtime and the
 * inline scripts. React and an island's code load only when a visitor needs them.
 */
export const firstLoadBudgetBytes = 5 * 1024
