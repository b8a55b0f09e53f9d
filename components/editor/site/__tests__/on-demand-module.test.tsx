/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OnDemandModule } from '../on-demand-module';

const labels = { loadingModule: 'Loading…', moduleFailed: 'This panel could not be loaded.', retry: 'Retry' };

describe('OnDemandModule', () => {
  it('says it is loading, then shows the module the server rendered', async () => {
    let resolve!: (node: React.ReactNode) => void;
    const renderModule = jest.fn(() => new Promise<React.ReactNode>((r) => { resolve = r; }));
    render(<OnDemandModule render={renderModule} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve(<h2>Navigation</h2>));
    expect(screen.getByRole('heading', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(renderModule).toHaveBeenCalledTimes(1);
  });

  it('takes fresh data when the page refreshes with a new render function, keeping what the owner typed', async () => {
    const panel = (status: string) => <div><input aria-label="Title" defaultValue="" /><p>{status}</p></div>;
    const { rerender } = render(<OnDemandModule render={async () => panel('Inactive')} labels={labels} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'typed' } });
    rerender(<OnDemandModule render={async () => panel('Active')} labels={labels} />);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('typed');
  });

  it('keeps the module shown when a refresh fails to render it again', async () => {
    const { rerender } = render(<OnDemandModule render={async () => <h2>Navigation</h2>} labels={labels} />);
    await screen.findByRole('heading', { name: 'Navigation' });
    rerender(<OnDemandModule render={() => Promise.reject(new Error('offline'))} labels={labels} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the module could not be loaded, and tries again on Retry', async () => {
    const renderModule = jest.fn<Promise<React.ReactNode>, []>()
      .mockRejectedValueOnce(new Error('Unauthorized'))
      .mockResolvedValueOnce(<h2>Theme</h2>);
    render(<OnDemandModule render={renderModule} labels={labels} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This panel could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Theme' })).toBeInTheDocument();
    expect(renderModule).toHaveBeenCalledTimes(2);
  });
});
