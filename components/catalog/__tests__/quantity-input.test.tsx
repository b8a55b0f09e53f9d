/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import messages from '@/messages/en.json';
import { QuantityInput, type QuantityInputProps } from '@/components/catalog/quantity-input';

type Props = Partial<QuantityInputProps> & { initial?: number };

/** The input under test with its value kept by a parent, as the buy box and the cart do. */
function Harness({ initial = 1, onChange, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput label="Quantity" {...props} value={value}
      onChange={(quantity) => { setValue(quantity); onChange?.(quantity); }} />
  );
}

function renderInput(props: Props = {}) {
  const onChange = jest.fn();
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Harness onChange={onChange} {...props} />
    </NextIntlClientProvider>,
  );
  return { input: screen.getByLabelText('Quantity') as HTMLInputElement, onChange, ...view };
}

describe('QuantityInput', () => {
  it('is labelled and starts with the quantity', () => {
    const { input } = renderInput({ initial: 3 });
    expect(input).toHaveValue('3');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('accepts digits only', () => {
    const { input } = renderInput();
    fireEvent.change(input, { target: { value: '1a' } });
    expect(input).toHaveValue('1');
    fireEvent.change(input, { target: { value: '12' } });
    expect(input).toHaveValue('12');
    fireEvent.change(input, { target: { value: '-2' } });
    expect(input).toHaveValue('12');
  });

  it('rejects a leading zero when the minimum is above 0', () => {
    const { input } = renderInput();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: '0' } });
    expect(input).toHaveValue('');
  });

  it('allows 0 when the minimum is 0', () => {
    const { input, onChange } = renderInput({ min: 0, initial: 2 });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('reverts an empty input to the previous quantity on blur', () => {
    const { input, onChange } = renderInput({ initial: 4 });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('4');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits on Enter and clamps to at most 999', () => {
    const { input, onChange } = renderInput();
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(999);
    expect(input).toHaveValue('999');
  });

  it('clamps to the minimum', () => {
    const { input, onChange } = renderInput({ min: 2, initial: 5 });
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(2);
    expect(input).toHaveValue('2');
  });

  it('steps with its buttons within the bounds', () => {
    const { input, onChange } = renderInput({ max: 3, initial: 2 });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    increase.focus();
    fireEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('3');
    // At its bound a step button is unavailable but keeps the focus the shopper stepped with.
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();
    fireEvent.click(increase);
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(decrease);
    fireEvent.click(decrease);
    expect(input).toHaveValue('1');
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(increase).not.toHaveAttribute('aria-disabled');
  });

  it('is disabled when there is nothing to choose', () => {
    const { input } = renderInput({ disabled: true });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('takes no input but keeps focus while an update runs', () => {
    const { input, onChange } = renderInput({ busy: true });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    increase.focus();
    fireEvent.click(increase);
    expect(onChange).not.toHaveBeenCalled();
    expect(increase).toHaveFocus();
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toBeEnabled();
  });

  it('follows a quantity changed from outside', () => {
    const onChange = jest.fn();
    const ui = (value: number) => (
      <NextIntlClientProvider locale="en" messages={messages}>
        <QuantityInput label="Quantity" value={value} onChange={onChange} />
      </NextIntlClientProvider>
    );
    const { rerender } = render(ui(7));
    rerender(ui(1));
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
  });
});
