/**
 * Render through a stream that is awaited in full (no HTML streaming for the visitor): the
 * below-the-fold sections are React.lazy, and only a stream render waits for them, so the
 * prerendered HTML holds every section. See components/sections/lazy-section.ts.
 */
export default { enable: false, require: true }
