import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast, type ToastInput } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  return <button onClick={() => toast(input)}>show</button>;
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('throws the spec message when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger input={{ type: 'info', title: 'x' }} />)).toThrow(
      'useToast must be used within a ToastProvider',
    );
  });

  it('shows title and description, closes after 5000 ms with a 0.2 s exit', () => {
    render(
      <ToastProvider>
        <Trigger input={{ type: 'success', title: 'Saved', description: 'All good' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('All good');
    expect(toast).toHaveAttribute('data-toast-type', 'success');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Saved')).toBeInTheDocument(); // leaving
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stacks several toasts, runs the action, and closes by the close button', () => {
    const onClick = vi.fn();
    render(
      <ToastProvider>
        <Trigger input={{ type: 'error', title: 'Failed', action: { label: 'Retry', onClick }, duration: 0 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    fireEvent.click(screen.getByText('show'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.click(screen.getAllByText('Retry')[0]!);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Close notification'));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('updates one toast in place, restarts its timer, and never brings back a closed one', () => {
    function Progress() {
      const { toast, update } = useToast();
      const id = useRef('');
      return (
        <>
          <button onClick={() => (id.current = toast({ type: 'info', title: 'Step 1 of 2', duration: 0 }))}>
            start
          </button>
          <button onClick={() => update(id.current, { type: 'success', title: 'All done' })}>finish</button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Progress />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('start'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 2');
    fireEvent.click(screen.getByText('finish'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('All done');
    expect(screen.getByRole('status')).toHaveAttribute('data-toast-type', 'success');
    act(() => vi.advanceTimersByTime(5200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('start'));
    fireEvent.click(screen.getByLabelText('Close notification'));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByText('finish'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts the stack under the top bar, leaving its search and bell uncovered', () => {
    const stack = () => screen.getByRole('status').parentElement!;
    const { unmount } = render(
      <ToastProvider>
        <Trigger input={{ type: 'info', title: 'Working' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    expect(stack()).toHaveStyle({ top: '16px' }); // no top bar (sign-in screens)
    unmount();

    render(
      <ToastProvider>
        <header
          data-top-bar
          ref={(bar) => {
            if (bar) bar.getBoundingClientRect = () => ({ bottom: 132 }) as DOMRect;
          }}
        />
        <Trigger input={{ type: 'info', title: 'Working' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    expect(stack()).toHaveStyle({ top: '140px' });
  });
});
