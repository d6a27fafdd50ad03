import type { ReactElement } from 'react';
import { propsShape } from '@/index';
import { LayoutChildren } from '@/features/layouts/components/LayoutNodes';
import type {
  LayoutNode,
  SectionEvenColumnsProps,
  SectionOneColumnProps,
  SectionThreeColumnsProps,
  SectionTwoColumnsProps,
} from '@/features/layouts/layoutTypes';
import { useStyles } from '@/ui/useStyles';
import css from './layoutSections.css';

/*
 * The section widgets of a layout (02 §2 'Layouts', §9 layout sizes): one column, two columns
 * (main and a 292 px side panel), three columns (two side panels) and 2 to 4 even columns. Each
 * slot renders its node array with the page's renderer (LayoutChildren), so a failing child
 * fails alone. On narrow screens every section stacks to one column, slots in reading order
 * (top slots before bottom slots).
 */

type Nodes = LayoutNode[] | undefined;

function nodesOf(value: unknown): Nodes {
  return Array.isArray(value) ? (value as LayoutNode[]) : undefined;
}

function Slot({ name, nodes }: { name: string; nodes: Nodes }): ReactElement | null {
  if (!nodes || nodes.length === 0) return null;
  return (
    <div className={`fw-section-slot fw-section-slot--${name}`}>
      <LayoutChildren nodes={nodes} />
    </div>
  );
}

function Breadcrumbs({ nodes }: { nodes: Nodes }): ReactElement | null {
  if (!nodes || nodes.length === 0) return null;
  return (
    <div className="fw-section-breadcrumbs">
      <LayoutChildren nodes={nodes} />
    </div>
  );
}

function useSectionStyles(): void {
  useStyles('fw-layoutSections', css);
}

export function SectionOneColumn(props: SectionOneColumnProps): ReactElement {
  useSectionStyles();
  return (
    <div className="fw-section fw-section--one">
      <Slot name="main" nodes={nodesOf(props.children)} />
    </div>
  );
}

export function SectionTwoColumns(props: SectionTwoColumnsProps): ReactElement {
  useSectionStyles();
  const inverted = props.isInverted === true;
  // Inverted: the side panel comes first on wide screens, in the DOM too (focus follows the eye).
  const secondary = (
    <div className="fw-section-column fw-section-column--secondary">
      <Slot name="secondaryTop" nodes={nodesOf(props.secondaryTop)} />
      <Slot name="secondaryBottom" nodes={nodesOf(props.secondaryBottom)} />
    </div>
  );
  return (
    <div className={`fw-section fw-section--two${inverted ? ' fw-section--inverted' : ''}`}>
      <Breadcrumbs nodes={nodesOf(props.breadcrumbs)} />
      <div className="fw-section-columns">
        {inverted && secondary}
        <div className="fw-section-column fw-section-column--main">
          <Slot name="mainTop" nodes={nodesOf(props.mainTop)} />
          <Slot name="mainBottom" nodes={nodesOf(props.mainBottom)} />
        </div>
        {!inverted && secondary}
      </div>
    </div>
  );
}

export function SectionThreeColumns(props: SectionThreeColumnsProps): ReactElement {
  useSectionStyles();
  return (
    <div className="fw-section fw-section--three">
      <Breadcrumbs nodes={nodesOf(props.breadcrumbs)} />
      <div className="fw-section-columns">
        <div className="fw-section-column fw-section-column--left">
          <Slot name="leftTop" nodes={nodesOf(props.leftTop)} />
          <Slot name="leftBottom" nodes={nodesOf(props.leftBottom)} />
        </div>
        <div className="fw-section-column fw-section-column--middle">
          <Slot name="middleTop" nodes={nodesOf(props.middleTop)} />
          <Slot name="middleBottom" nodes={nodesOf(props.middleBottom)} />
        </div>
        <div className="fw-section-column fw-section-column--right">
          <Slot name="rightTop" nodes={nodesOf(props.rightTop)} />
          <Slot name="rightBottom" nodes={nodesOf(props.rightBottom)} />
        </div>
      </div>
    </div>
  );
}

/** 2 to 4 columns of equal width; more are cut to 4, and one is shown as one. */
export function SectionEvenColumns(props: SectionEvenColumnsProps): ReactElement {
  useSectionStyles();
  const columns = (Array.isArray(props.columns) ? props.columns : []).slice(0, 4);
  return (
    <div className={`fw-section fw-section--even fw-section--even${Math.max(1, columns.length)}`}>
      <div className="fw-section-columns">
        {columns.map((nodes, index) => (
          <div className="fw-section-column" key={index}>
            <Slot name="column" nodes={nodesOf(nodes)} />
          </div>
        ))}
      </div>
    </div>
  );
}

const sectionValidators = {
  SectionOneColumn: propsShape<SectionOneColumnProps>({ children: 'array?' }),
  SectionTwoColumns: propsShape<SectionTwoColumnsProps>({
    breadcrumbs: 'array?',
    mainTop: 'array?',
    mainBottom: 'array?',
    secondaryTop: 'array?',
    secondaryBottom: 'array?',
    isInverted: 'boolean?',
  }),
  SectionThreeColumns: propsShape<SectionThreeColumnsProps>({
    breadcrumbs: 'array?',
    leftTop: 'array?',
    leftBottom: 'array?',
    middleTop: 'array?',
    middleBottom: 'array?',
    rightTop: 'array?',
    rightBottom: 'array?',
  }),
  SectionEvenColumns: propsShape<SectionEvenColumnsProps>({ columns: 'array?' }),
};

/** Each section's props validator, by widget name (widgets/layoutCatalog.ts hands it over). */
export const validators = sectionValidators;
