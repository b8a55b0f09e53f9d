import { z } from 'zod';
import { deviceValue, deviceValuesSchema, editedDeviceValue, valuesByDevice, withDeviceValue, type DeviceValues } from '../device-values';

type Fields = { columns: number; align: string };

describe('values per device', () => {
  describe('resolution: a device without its own value takes the next wider one’s, the desktop’s being the base', () => {
    it('gives each device its own value where it has one', () => {
      const devices: DeviceValues<Fields> = { tablet: { columns: 2 }, phone: { columns: 1 } };
      expect(valuesByDevice(3, devices, 'columns')).toEqual({ phone: 1, tablet: 2, desktop: 3 });
      expect(deviceValue(3, devices, 'columns', 'phone')).toEqual({ value: 1, from: 'phone' });
    });

    it('falls back phone → tablet → desktop, field by field', () => {
      const tabletOnly: DeviceValues<Fields> = { tablet: { columns: 2 }, phone: { align: 'center' } };
      expect(deviceValue(3, tabletOnly, 'columns', 'phone')).toEqual({ value: 2, from: 'tablet' });
      expect(deviceValue('left', tabletOnly, 'align', 'tablet')).toEqual({ value: 'left', from: 'desktop' });
      expect(deviceValue('left', tabletOnly, 'align', 'phone')).toEqual({ value: 'center', from: 'phone' });
      expect(deviceValue(3, { phone: { columns: 1 } }, 'columns', 'tablet')).toEqual({ value: 3, from: 'desktop' });
    });

    it('is the base everywhere for content stored before values per device (no `devices`)', () => {
      expect(valuesByDevice<Fields, 'columns'>(4, undefined, 'columns')).toEqual({ phone: 4, tablet: 4, desktop: 4 });
      expect(valuesByDevice<Fields, 'columns'>(undefined, undefined, 'columns')).toEqual({ phone: undefined, tablet: undefined, desktop: undefined });
    });

    it('says where an edited device’s value would come from once its own is taken away', () => {
      const devices: DeviceValues<Fields> = { tablet: { columns: 2 }, phone: { columns: 1 } };
      expect(editedDeviceValue(3, devices, 'columns', 'phone')).toEqual({ value: 1, from: 'phone', inheritsFrom: 'tablet' });
      expect(editedDeviceValue(3, devices, 'columns', 'tablet')).toEqual({ value: 2, from: 'tablet', inheritsFrom: 'desktop' });
      expect(editedDeviceValue(3, { tablet: { columns: 2 } }, 'columns', 'phone')).toEqual({ value: 2, from: 'tablet', inheritsFrom: null });
      expect(editedDeviceValue(3, devices, 'columns', 'desktop')).toEqual({ value: 3, from: 'desktop', inheritsFrom: null });
    });
  });

  describe('sparse storage', () => {
    it('stores only the devices and fields set, and drops a device left without values', () => {
      const one = withDeviceValue<Fields>(undefined, 'phone', 'columns', 1);
      expect(one).toEqual({ phone: { columns: 1 } });
      const two = withDeviceValue<Fields>(one, 'phone', 'align', 'center');
      expect(two).toEqual({ phone: { columns: 1, align: 'center' } });
      expect(withDeviceValue<Fields>(two, 'phone', 'columns', undefined)).toEqual({ phone: { align: 'center' } });
      expect(withDeviceValue<Fields>(one, 'phone', 'columns', undefined)).toEqual({});
      expect(one).toEqual({ phone: { columns: 1 } });
    });
  });

  describe('the schema of `devices`', () => {
    const schema = deviceValuesSchema({ columns: z.number().int().min(1).max(6) });

    it('takes tablet and phone values of the fields it names, each optional', () => {
      expect(schema.parse({})).toEqual({});
      expect(schema.parse({ phone: { columns: 1 } })).toEqual({ phone: { columns: 1 } });
      expect(schema.parse({ tablet: {}, phone: { columns: 6 } })).toEqual({ tablet: {}, phone: { columns: 6 } });
    });

    it.each([
      ['a device it does not know', { mobile: { columns: 1 } }],
      ['the desktop, whose value is the field itself', { desktop: { columns: 1 } }],
      ['a field it does not name', { phone: { rows: 1 } }],
      ['a value its field refuses', { phone: { columns: 0 } }],
      ['a value of the wrong type', { tablet: { columns: '2' } }],
      ['a list instead of devices', [{ columns: 1 }]],
    ])('refuses %s', (_case, value) => {
      expect(schema.safeParse(value).success).toBe(false);
    });
  });
});
