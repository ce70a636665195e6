/**
 * Stands in for `vike/client/router` in the story catalogue, which runs without Vike: a widget
 * that navigates after success (the contact form to its thank-you page) stays on its story and
 * says where it would have gone.
 */
export async function navigate(url: string): Promise<void> {
  console.info(`[story] navigate to ${url}`)
}
