/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SiteWorkbench } from '../site-workbench';
import { Workbench } from '../workbench';
import { labels, site, start, ui } from './editor-test-utils';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const modules = () => screen.getByRole('navigation', { name: 'Sidebar modules' });

describe('the editor sidebar', () => {
  it('opens on the page manager, and offers the site\'s modules and the page\'s', () => {
    render(<Workbench labels={labels} site={site} start={start}><p>Canvas</p></Workbench>);
    expect(within(modules()).getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Pages module')).toBeInTheDocument();
    const pageGroup = within(modules()).getByRole('group', { name: 'This page' });
    fireEvent.click(within(pageGroup).getByRole('button', { name: 'Blocks' }));
    expect(screen.queryByText('Pages module')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Blocks' })).toBeInTheDocument();
    fireEvent.click(within(modules()).getByRole('button', { name: 'Theme' }));
    expect(screen.getByText('Theme module')).toBeInTheDocument();
  });

  it('shows only the site\'s modules where no page of blocks is open', () => {
    render(<SiteWorkbench ui={ui} language="en" site={site}><p>A product</p></SiteWorkbench>);
    expect(screen.getByText('Pages module')).toBeInTheDocument();
    expect(within(modules()).queryByRole('group', { name: 'This page' })).not.toBeInTheDocument();
    fireEvent.click(within(modules()).getByRole('button', { name: 'Navigation' }));
    expect(screen.getByText('Navigation module')).toBeInTheDocument();
    expect(screen.getByText('A product')).toBeInTheDocument();
  });
});
