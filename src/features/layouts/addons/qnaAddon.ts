/** The Q&A add-on: its labels (03 §4) are part of the discussion items; it marks itself present. */
export function start(): void {
  document.documentElement.setAttribute('data-fw-addon-qna', '');
}
