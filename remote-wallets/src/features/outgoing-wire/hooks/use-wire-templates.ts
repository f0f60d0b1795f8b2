import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@portal/shared';
import type { FiatAccount } from '../../../lib/contract-types';
import { useDeleteTemplate } from '../api/delete-template';
import { getTemplate } from '../api/get-template';
import { formFromTemplate } from '../rules/template-fill';
import { EMPTY_WIRE_FORM, type WireFormInput } from '../rules/wire-schema';

/** Pick → GET the template and fill the form; clear → reset; delete → silent on failure. The picked id is the
 * page's (the flow sends it as template_option). */
export const useWireTemplates = (
  form: UseFormReturn<WireFormInput>,
  accounts: readonly FiatAccount[],
  setTemplateId: (id: string) => void,
) => {
  const [loading, setLoading] = useState(false);
  const remove = useDeleteTemplate();

  const clear = () => {
    setTemplateId('');
    form.reset(EMPTY_WIRE_FORM);
  };

  const pick = async (id: string) => {
    setLoading(true);
    try {
      const template = await getTemplate(id);
      setTemplateId(id);
      form.reset(formFromTemplate(template, accounts));
    } catch (failure) {
      toast.fromError(failure);
    } finally {
      setLoading(false);
    }
  };

  const onDelete = async (id: string) => {
    try {
      await remove.mutateAsync({ params: { templateId: id } });
    } catch {
      // Silent by the spec.
    }
    clear();
  };

  return { pick, clear, onDelete, pending: loading || remove.isPending };
};
