import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, type AlertType } from '@/ui/Alert';

describe('Alert', () => {
  it.each<[AlertType, string]>([
    ['error', 'Error'],
    ['warning', 'Warning'],
  ])('announces a %s at once and shows the alert icon', (type, iconName) => {
    render(<Alert type={type} message="Upload failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.getByRole('img', { name: iconName })).toBeInTheDocument();
  });

  it.each<AlertType>(['neutral', 'info'])('announces a %s politely, without the icon', (type) => {
    render(<Alert type={type} message="Saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the message as the title and the description as the body', () => {
    render(
      <Alert type="error" message="Something went wrong." description="The server said no." />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.The server said no.');
    expect(screen.getByText('Something went wrong.')).toHaveClass('fw-alert-message');
    expect(screen.getByText('The server said no.')).toHaveClass('fw-alert-description');
  });

  it('offers a Dismiss button only when it can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    const { rerender } = render(<Alert message="Hi" />);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    rerender(<Alert message="Hi" onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders actions given as children', () => {
    render(
      <Alert type="warning" message="Offline">
        <button type="button">Retry</button>
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
