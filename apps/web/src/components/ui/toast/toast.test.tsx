import { act, fireEvent, render, screen } from '@testing-library/react';
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
});
