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

  it('keeps the module shown when the page refreshes with a new render function', async () => {
    const first = jest.fn(async () => <input aria-label="Title" defaultValue="" />);
    const { rerender } = render(<OnDemandModule render={first} labels={labels} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'typed' } });
    const second = jest.fn(async () => <p>fresh</p>);
    rerender(<OnDemandModule render={second} labels={labels} />);
    await act(async () => {});
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('typed');
    expect(second).not.toHaveBeenCalled();
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
