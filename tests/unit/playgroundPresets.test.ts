// The playground's presets (demo-host/pages/playgroundPresets.ts) against the built-in widgets of
// widgets/builtins.ts: every built-in widget has one, each names a registered widget, and each
// preset's props pass its widget's own validator (the one the runtime runs before the first
// render), so a preset cannot show the marker's server HTML instead of its widget.
import { builtinWidgets } from '../../widgets/builtins';
import { PLAYGROUND_WIDGETS, presetKeys } from '../../demo-host/pages/playgroundPresets';

/** Registered by /dist/ui-gallery.js, which the playground loads beside the entry. */
const GALLERY = 'UiGallery';
const builtinNames = builtinWidgets.map((w) => w.name);

describe('the playground presets', () => {
  it.each(builtinNames)('have a preset for the built-in widget %s', (name) => {
    expect(PLAYGROUND_WIDGETS.map((p) => p.name)).toContain(name);
  });

  it('name only registered widgets, with a note each and distinct storage keys', () => {
    for (const preset of PLAYGROUND_WIDGETS) {
      expect([...builtinNames, GALLERY]).toContain(preset.name);
      expect(preset.note.length).toBeGreaterThan(10);
    }
    const keys = presetKeys(PLAYGROUND_WIDGETS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      presetKeys([
        { name: 'A', props: {}, note: '' },
        { name: 'A', props: {}, note: '' },
      ]),
    ).toEqual(['A', 'A-2']);
  });

  it.each(PLAYGROUND_WIDGETS.filter((p) => p.name !== GALLERY).map((p, i) => [p.name, i, p.props]))(
    'give %s (preset %#) props its validator accepts',
    async (name, _i, props) => {
      const widget = builtinWidgets.find((w) => w.name === name)!;
      const mod = (await widget.load()) as { validateProps?: (p: unknown) => boolean };
      // The built-ins' validators are type guards (propsShape), never Standard Schemas.
      const validate = (widget.validate ?? mod.validateProps) as (p: unknown) => boolean;
      expect(validate).toEqual(expect.any(Function));
      expect(validate(props)).toBe(true);
    },
  );
});
