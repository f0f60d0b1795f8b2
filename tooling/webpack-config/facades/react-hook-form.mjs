// What every app may import from 'react-hook-form' (see ../facades.cjs): the hooks the kit's fields and the
// forms use, and the helpers @hookform/resolvers imports (get, set, appendErrors). Shared whole, the library also
// brings Controller, Form and their helpers.
export {
  useForm,
  useWatch,
  useController,
  useFormState,
  useFormContext,
  FormProvider,
  get,
  set,
  appendErrors,
} from 'portal-impl-react-hook-form';
