/**
 * The fixed button chrome of a rich2 spoiler (spec 04 §3.3): it carries no content, only the
 * toggle's title and label. The server's icons are SVGs; the demo host leaves them out, as its
 * sanitiser keeps no SVG (docs/api-deviations.md), and keeps every other element and class.
 */
export function spoilerChrome(): string {
  return (
    '<div class="spoiler-buttonContainer" contenteditable="false">' +
    '<button class="iconButton button-spoiler js-toggleSpoiler" title="Toggle Spoiler">' +
    '<span class="spoiler-warning"><span class="spoiler-warningMain">' +
    '<span class="spoiler-warningLabel">Spoiler Warning</span></span>' +
    '<span class="spoiler-chevron"></span></span></button></div>'
  );
}
