import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { LayoutNode } from '@/features/layouts/layoutTypes';
import { WidgetResolverContext, type WidgetResolver } from '@/store/widgetResolver';
import {
  SectionEvenColumns,
  SectionOneColumn,
  SectionThreeColumns,
  SectionTwoColumns,
  validators,
} from '../../../widgets/LayoutSections/LayoutSections';
import { layoutCatalog } from '../../../widgets/layoutCatalog';
import { renderWithProviders } from '../../support/renderWithProviders';

function Text({ text }: { text?: string }): ReactElement {
  return <p data-testid="node">{text}</p>;
}
function Broken(): ReactElement {
  throw new Error('broken widget');
}
const resolver: WidgetResolver = (name) =>
  Promise.resolve(
    name === 'Text' ? { component: Text } : name === 'Broken' ? { component: Broken } : null,
  );

const node = (text: string): LayoutNode => ({ $reactComponent: 'Text', $reactProps: { text } });

function render(element: ReactElement) {
  return renderWithProviders(
    <WidgetResolverContext.Provider value={resolver}>{element}</WidgetResolverContext.Provider>,
  );
}

const texts = async (count: number): Promise<string[]> => {
  const found = await screen.findAllByTestId('node');
  expect(found).toHaveLength(count);
  return found.map((element) => element.textContent ?? '');
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('layout sections', () => {
  it('one column renders its child nodes in order', async () => {
    render(<SectionOneColumn children={[node('a'), node('b')]} />);
    expect(await texts(2)).toEqual(['a', 'b']);
    expect(document.querySelector('.fw-section--one')).not.toBeNull();
  });

  it('two columns: breadcrumbs, then the main column (top, bottom) and the side panel', async () => {
    const { container } = render(
      <SectionTwoColumns
        breadcrumbs={[node('crumbs')]}
        mainTop={[node('mainTop')]}
        mainBottom={[node('mainBottom')]}
        secondaryTop={[node('secondaryTop')]}
        secondaryBottom={[node('secondaryBottom')]}
      />,
    );
    expect(await texts(5)).toEqual([
      'crumbs',
      'mainTop',
      'mainBottom',
      'secondaryTop',
      'secondaryBottom',
    ]);
    const main = container.querySelector('.fw-section-column--main') as HTMLElement;
    const side = container.querySelector('.fw-section-column--secondary') as HTMLElement;
    expect(main).toHaveTextContent('mainTopmainBottom');
    expect(side).toHaveTextContent('secondaryTopsecondaryBottom');
    expect(container.querySelector('.fw-section-slot--secondaryBottom')).not.toBeNull();
    expect(container.querySelector('.fw-section--inverted')).toBeNull();
  });

  it('two columns inverted puts the side panel first', async () => {
    const { container } = render(
      <SectionTwoColumns isInverted mainTop={[node('main')]} secondaryTop={[node('side')]} />,
    );
    expect(await texts(2)).toEqual(['side', 'main']);
    expect(container.querySelector('.fw-section--two.fw-section--inverted')).not.toBeNull();
  });

  it('three columns: left, middle and right columns, each with its top and bottom slots', async () => {
    const { container } = render(
      <SectionThreeColumns
        leftTop={[node('lt')]}
        leftBottom={[node('lb')]}
        middleTop={[node('mt')]}
        middleBottom={[node('mb')]}
        rightTop={[node('rt')]}
        rightBottom={[node('rb')]}
      />,
    );
    expect(await texts(6)).toEqual(['lt', 'lb', 'mt', 'mb', 'rt', 'rb']);
    expect(container.querySelector('.fw-section-column--left')).toHaveTextContent('ltlb');
    expect(container.querySelector('.fw-section-column--middle')).toHaveTextContent('mtmb');
    expect(container.querySelector('.fw-section-column--right')).toHaveTextContent('rtrb');
  });

  it('even columns show 2 to 4 columns; a fifth is cut', async () => {
    const { container } = render(
      <SectionEvenColumns
        columns={[[node('1')], [node('2')], [node('3')], [node('4')], [node('5')]]}
      />,
    );
    expect(await texts(4)).toEqual(['1', '2', '3', '4']);
    expect(container.querySelector('.fw-section--even4')).not.toBeNull();
    expect(container.querySelectorAll('.fw-section-column')).toHaveLength(4);
  });

  it('a failing child fails alone: its neighbours render', async () => {
    render(
      <SectionOneColumn
        children={[node('before'), { $reactComponent: 'Broken' }, node('after')]}
      />,
    );
    expect(await texts(2)).toEqual(['before', 'after']);
  });

  it('renders nothing in empty or malformed slots and refuses props of the wrong type', () => {
    const { container } = render(<SectionTwoColumns mainTop={'x' as never} secondaryTop={[]} />);
    expect(container.querySelectorAll('.fw-section-slot')).toHaveLength(0);
    expect(validators.SectionTwoColumns({ mainTop: [] })).toBe(true);
    expect(() => validators.SectionTwoColumns({ mainTop: 'x' })).toThrow('mainTop');
    expect(() => validators.SectionTwoColumns({ isInverted: 'yes' })).toThrow('isInverted');
    expect(() => validators.SectionEvenColumns({ columns: {} })).toThrow('columns');
  });

  it('is registered in the layout catalog, each name with its own component and validator', async () => {
    for (const name of [
      'SectionOneColumn',
      'SectionTwoColumns',
      'SectionThreeColumns',
      'SectionEvenColumns',
    ] as const) {
      const entry = layoutCatalog.find((definition) => definition.name === name);
      expect(entry).toBeDefined();
      const mod = (await entry!.load()) as Record<string, unknown>;
      expect(typeof mod[name]).toBe('function');
      expect(mod.validateProps).toBe(validators[name]);
    }
  });
});
