import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { notifySaveRefused } from './form-errors';
import { notifyApiError, notifyError } from './notify';

vi.mock('./notify', () => ({ notifyApiError: vi.fn(), notifyError: vi.fn() }));

type Values = { name: string; phone: string };
const refused = (path: string) => new ApiError(422, 'VALIDATION_FAILED', 'Invalid input', [{ path, code: 'custom', message: 'Too long' }]);

describe('notifySaveRefused', () => {
  beforeEach(() => vi.clearAllMocks());

  it('puts an issue of one of the fields under it and says to check the input', () => {
    const setError = vi.fn();
    notifySaveRefused<Values>(refused('phone'), setError, ['name', 'phone']);
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'Too long' });
    expect(notifyError).toHaveBeenCalledWith('validation:checkInput');
    expect(notifyApiError).not.toHaveBeenCalled();
  });

  it('shows the error itself when it names none of the fields', () => {
    const setError = vi.fn();
    const error = refused('storeId');
    notifySaveRefused<Values>(error, setError, ['name', 'phone']);
    expect(setError).not.toHaveBeenCalled();
    expect(notifyApiError).toHaveBeenCalledWith(error);
    expect(notifyError).not.toHaveBeenCalled();
  });
});
