import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  getDeviceClass,
  isMobileViewport,
  useDevice,
  useIsCompact,
  useIsMobileViewport,
} from '@/theme/device';
import { RESIZE_DEBOUNCE_MS } from '@/theme/themeConstants';

function resizeTo(width: number, height = 800): void {
  window.innerWidth = width;
  window.innerHeight = height;
  window.dispatchEvent(new Event('resize'));
}

function Device({ label }: { label: string }): ReactElement {
  return <p aria-label={label}>{useDevice()}</p>;
}

function Compact(): ReactElement {
  return <p aria-label="compact">{useIsCompact(800) ? 'yes' : 'no'}</p>;
}

function Mobile(): ReactElement {
  return <p aria-label="mobile">{useIsMobileViewport() ? 'yes' : 'no'}</p>;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.innerWidth = 1400;
  window.innerHeight = 900;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('getDeviceClass', () => {
  it.each([
    [320, 'xs'],
    [500, 'xs'],
    [501, 'mobile'],
    [766, 'mobile'],
    [767, 'tablet'],
    [1200, 'tablet'],
    [1201, 'no_bleed'],
    [1224, 'no_bleed'],
    [1225, 'desktop'],
    [1920, 'desktop'],
  ])('classes a %i px wide viewport as %s', (width, device) => {
    expect(getDeviceClass(width)).toBe(device);
  });
});

describe('isMobileViewport', () => {
  it.each([
    [600, 900, true],
    [601, 900, false],
    [932, 430, true],
    [933, 430, false],
    [1024, 768, false],
  ])('treats %i×%i as mobile: %s (600 portrait, 932 landscape)', (width, height, mobile) => {
    expect(isMobileViewport(width, height)).toBe(mobile);
  });
});

describe('useDevice', () => {
  it('updates 100 ms after the window stops resizing, not before', () => {
    render(<Device label="device" />);
    expect(screen.getByLabelText('device')).toHaveTextContent('desktop');

    act(() => resizeTo(400));
    act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(screen.getByLabelText('device')).toHaveTextContent('desktop');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('device')).toHaveTextContent('xs');
  });

  it('restarts the 100 ms wait on every resize event', () => {
    render(<Device label="device" />);
    act(() => resizeTo(1000));
    act(() => jest.advanceTimersByTime(80));
    act(() => resizeTo(700));
    act(() => jest.advanceTimersByTime(80));
    expect(screen.getByLabelText('device')).toHaveTextContent('desktop');
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByLabelText('device')).toHaveTextContent('mobile');
  });

  it('shares one resize listener between every component and removes it with the last', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const first = render(<Device label="first" />);
    const second = render(<Device label="second" />);
    const third = render(<Mobile />);
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(1);

    act(() => resizeTo(900, 400));
    act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(screen.getByLabelText('first')).toHaveTextContent('tablet');
    expect(screen.getByLabelText('second')).toHaveTextContent('tablet');
    expect(screen.getByLabelText('mobile')).toHaveTextContent('yes');

    first.unmount();
    second.unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(0);
    third.unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(1);
  });

  it('reads the current width when mounted after the window changed with nobody listening', () => {
    window.innerWidth = 450;
    render(<Device label="device" />);
    expect(screen.getByLabelText('device')).toHaveTextContent('xs');
  });
});

describe('useIsCompact (the title bar)', () => {
  it('goes compact below its breakpoint 100 ms after resizing, on the same one listener', () => {
    const add = jest.spyOn(window, 'addEventListener');
    render(
      <>
        <Compact />
        <Device label="device" />
      </>,
    );
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(1);
    expect(screen.getByLabelText('compact')).toHaveTextContent('no');
    act(() => resizeTo(799));
    act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(screen.getByLabelText('compact')).toHaveTextContent('no');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('compact')).toHaveTextContent('yes');
    expect(screen.getByLabelText('device')).toHaveTextContent('tablet');
    act(() => resizeTo(800));
    act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(screen.getByLabelText('compact')).toHaveTextContent('no');
  });
});
