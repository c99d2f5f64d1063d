import type { UseFormReturn } from 'react-hook-form';
import type { AddressGeo } from './address-fields';

/** The geography fields of a react-hook-form whose schema has provinceId, borderId, districtId and postcode. */
interface GeoFormValues {
  provinceId: number;
  borderId: number;
  districtId: number;
  postcode: string;
}

/**
 * Binds AddressFields to a react-hook-form form: ids are kept as numbers (0 for none, which the shared
 * schema refuses as "required"), and the fields re-validate as they change once the form was submitted.
 */
export function useAddressFieldsBinding<T extends GeoFormValues>(form: UseFormReturn<T>) {
  const geoForm = form as unknown as UseFormReturn<GeoFormValues>;
  const [provinceId, borderId, districtId, postcode] = geoForm.watch(['provinceId', 'borderId', 'districtId', 'postcode']);
  const { errors, isSubmitted } = geoForm.formState;
  const value: AddressGeo = {
    provinceId: provinceId || null,
    borderId: borderId || null,
    districtId: districtId || null,
    postcode: postcode ?? '',
  };
  const onChange = (next: AddressGeo) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    geoForm.setValue('provinceId', next.provinceId ?? 0, options);
    geoForm.setValue('borderId', next.borderId ?? 0, options);
    geoForm.setValue('districtId', next.districtId ?? 0, options);
    geoForm.setValue('postcode', next.postcode, options);
  };
  return {
    value,
    onChange,
    errors: {
      provinceId: errors.provinceId?.message,
      borderId: errors.borderId?.message,
      districtId: errors.districtId?.message,
      postcode: errors.postcode?.message,
    },
  };
}
