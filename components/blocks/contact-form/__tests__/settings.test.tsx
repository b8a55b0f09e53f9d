/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderSettings } from '@/components/editor/__tests__/settings-test-utils';

describe('the contact form’s settings', () => {
  it('says that the form is disabled in the editor and where messages go, with nothing to set', () => {
    renderSettings('contact-form', {});
    expect(screen.getByText('The form is disabled in the editor. Shoppers can send it on the published page.')).toBeVisible();
    expect(screen.getByText('Messages go to shop@example.com.')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
