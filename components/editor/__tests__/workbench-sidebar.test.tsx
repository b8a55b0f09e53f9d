/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SiteWorkbench } from '../site-workbench';
import { Workbench } from '../workbench';
import { labels, site, start, ui } from './editor-test-utils';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const modules = () => screen.getByRole('navigation', { name: 'Sidebar modules' });

describe('the workspace\'s rail and panels', () => {
  it('opens on the page manager, offers the page\'s modules and the site\'s, and collapses the panel', () => {
    render(<Workbench labels={labels} site={site} start={start} title="About us"><p>Canvas</p></Workbench>);
    expect(within(modules()).getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Pages module')).toBeInTheDocument();
    const pageGroup = within(modules()).getByRole('group', { name: 'This page' });
    fireEvent.click(within(pageGroup).getByRole('button', { name: 'Layers' }));
    expect(screen.queryByText('Pages module')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Layers' })).toBeInTheDocument();
    fireEvent.click(within(modules()).getByRole('button', { name: 'Theme' }));
    expect(screen.getByText('Theme module')).toBeInTheDocument();
    // Pressed again, a module stays open; the panel's own button collapses it, and the rail opens it again.
    fireEvent.click(within(modules()).getByRole('button', { name: 'Theme' }));
    expect(screen.getByText('Theme module')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: labels.ui.collapsePanel }));
    expect(screen.queryByText('Theme module')).not.toBeInTheDocument();
    expect(within(modules()).getByRole('button', { name: 'Theme' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(modules()).getByRole('button', { name: 'Theme' }));
    expect(screen.getByText('Theme module')).toBeInTheDocument();
  });

  it('collapses the inspector to a strip that brings it back', () => {
    render(<Workbench labels={labels} site={site} start={start} title="About us"><p>Canvas</p></Workbench>);
    fireEvent.click(screen.getByRole('button', { name: labels.ui.collapseInspector }));
    expect(screen.queryByRole('region', { name: 'Block settings' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Block settings' }));
    expect(screen.getByRole('region', { name: 'Block settings' })).toBeInTheDocument();
  });

  it('keeps the block settings in the inspector, which says what to do while nothing is selected', () => {
    render(<Workbench labels={labels} site={site} start={start} title="About us"><p>Canvas</p></Workbench>);
    expect(screen.getByRole('region', { name: 'Block settings' })).toHaveTextContent(labels.ui.noSelection);
    expect(screen.getByTitle('About us').tagName).toBe('IFRAME');
  });

  it('resizes a panel from the keyboard on its edge, within bounds', () => {
    render(<Workbench labels={labels} site={site} start={start} title="About us"><p>Canvas</p></Workbench>);
    const edge = screen.getByRole('separator', { name: labels.ui.resizePanel });
    expect(edge).toHaveAttribute('aria-valuenow', '320');
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    expect(edge).toHaveAttribute('aria-valuenow', '336');
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(edge).toHaveAttribute('aria-valuenow', '240');
    expect(screen.getByText('Pages module').closest('[data-panel]')).toHaveStyle({ width: '240px' });
  });

  it('shows only the site\'s modules where no page of blocks is open', () => {
    render(<SiteWorkbench ui={ui} language="en" site={site} title="A product" lang="en"><p>A product</p></SiteWorkbench>);
    expect(screen.getByText('Pages module')).toBeInTheDocument();
    expect(within(modules()).queryByRole('group', { name: 'This page' })).not.toBeInTheDocument();
    fireEvent.click(within(modules()).getByRole('button', { name: 'Navigation' }));
    expect(screen.getByText('Navigation module')).toBeInTheDocument();
    expect(screen.getByTitle('A product').tagName).toBe('IFRAME');
  });
});
