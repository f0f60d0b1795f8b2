import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Button, Modal, TextField, toast, useApiMutation, useTranslation } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';

// Spec 01 §5: the placeholder text serves as the error.
const schema = v.object({ feedback: v.pipe(v.string(), v.trim(), v.nonEmpty('host:feedback.placeholder')) });
type Values = v.InferOutput<typeof schema>;

export const FeedbackModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('host');
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { feedback: '' },
  });
  const send = useApiMutation(endpoints['shell.updateUserComment'], {
    onSuccess: (answer) => {
      toast.success(answer.message, 3000);
      reset();
      onClose();
    },
    onError: (error) => toast.fromError(error),
  });
  return (
    <Modal open={open} title={t('feedback.title')} onClose={onClose} dismissible={!send.isPending}>
      <form noValidate onSubmit={handleSubmit((body) => send.mutate({ body }))}>
        <TextField
          control={control}
          name="feedback"
          multiline
          label={t('feedback.label')}
          placeholder={t('feedback.placeholder')}
        />
        <Button type="submit" pending={send.isPending}>
          {t('feedback.submit')}
        </Button>
      </form>
    </Modal>
  );
};
