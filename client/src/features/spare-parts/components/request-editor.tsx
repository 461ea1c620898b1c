import { Form, Formik, type FormikErrors, type FormikProps } from 'formik';
import { Send, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { saveSparePartRequestSchema, type SparePartRequestDto } from '@fleetcare/shared';
import { FormError } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText, translateMessage } from '../../../lib/error-text.ts';
import {
  useDeleteSparePartRequest,
  useSaveSparePartRequest,
  useSparePartRequest,
  useSubmitSparePartRequest,
} from '../api/spare-part-requests.ts';
import { requestInputOf, requestValuesOf, toSaveInput, type RequestDetailsValues } from '../lib/request-values.ts';
import { editRequestPath, requestPath, requestsPath } from '../paths.ts';
import { ItemsSection } from './items-section.tsx';
import { DeliveryFields, FormSection, JobField, NeededByField, VehicleFields } from './request-details-fields.tsx';

const FORM_ID = 'spare-part-request-form';

/** Which button sent the details: save the draft, submit it, or save it so a part can be added to it. */
type Intent = 'draft' | 'submit' | 'items';

/** Where each missing item of a refused submission points in the form. */
function missingErrors(keys: Record<string, string>): FormikErrors<RequestDetailsValues> {
  const errors: FormikErrors<RequestDetailsValues> = {};
  if (keys.vehicle) errors.vehicleChoice = keys.vehicle;
  if (keys.neededBy) errors.neededBy = keys.neededBy;
  if (keys.address) errors.address = { town: keys.address };
  return errors;
}

/**
 * The one draft form of /new and /edit: the vehicle, where the parts go and by when, an optional booked job, and the
 * parts (each saved as it is added). "Save draft" keeps it to finish later; "Submit to suppliers" saves it and sends
 * it: what the server still misses is listed above the form, or the request's page opens. A saved draft may be
 * deleted, after a confirmation.
 */
export function RequestEditor({ initial }: { initial?: SparePartRequestDto }) {
  const { t } = useTranslation(['spare-parts', 'validation', 'errors']);
  const navigate = useNavigate();
  // A new request is created by its first save (a part added saves it first); then it is that draft.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const requestId = initial?._id ?? createdId;
  const cached = useSparePartRequest(requestId ?? '', { enabled: requestId !== null });
  const request = cached.data ?? initial;
  const save = useSaveSparePartRequest();
  const submit = useSubmitSparePartRequest();
  const deleteDraft = useDeleteSparePartRequest();
  const form = useRef<FormikProps<RequestDetailsValues>>(null);
  const intent = useRef<Intent>('draft');
  const savedId = useRef<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const missingBox = useRef<HTMLDivElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const showMissing = (keys: Record<string, string>) => {
    setMissing(Object.values(keys));
    // The list is read first: it says why nothing was sent.
    requestAnimationFrame(() => missingBox.current?.focus());
  };

  const onSubmit = async (
    values: RequestDetailsValues,
    helpers: Pick<FormikProps<RequestDetailsValues>, 'setErrors' | 'setStatus'>,
  ) => {
    helpers.setStatus(undefined);
    setMissing([]);
    let saved: SparePartRequestDto;
    try {
      saved = await save.mutateAsync(await toSaveInput(values, requestId ?? undefined));
    } catch (error) {
      applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
      return;
    }
    savedId.current = saved._id;
    if (!requestId) setCreatedId(saved._id);
    if (intent.current === 'items') return;
    if (intent.current === 'draft') {
      showToast(t('form.draftSaved'));
      if (!initial) await navigate(editRequestPath(saved._id), { replace: true });
      return;
    }
    try {
      const sent = await submit.mutateAsync(saved._id);
      showToast(t('form.submitted', { count: sent.invitedSuppliers }));
      await navigate(requestPath(sent._id), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'SPARE_PART_REQUEST_INCOMPLETE') {
        helpers.setErrors(missingErrors(error.fieldErrorKeys));
        showMissing(error.fieldErrorKeys);
        return;
      }
      applyServerError(error, values, helpers);
    }
  };

  /** The draft's id, saving the details as a new draft first; null when they still hold a mistake. */
  const ensureDraft = async (): Promise<string | null> => {
    if (requestId) return requestId;
    intent.current = 'items';
    savedId.current = null;
    await form.current?.submitForm();
    return savedId.current;
  };

  return (
    <Formik
      innerRef={form}
      initialValues={requestValuesOf(initial)}
      validate={validateWith(saveSparePartRequestSchema, (values: RequestDetailsValues) =>
        requestInputOf(values, requestId ?? undefined),
      )}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <div className="space-y-6">
          <FormError className="" />
          {missing.length > 0 && (
            <div ref={missingBox} tabIndex={-1} className="focus:outline-none" data-testid="missing-list">
              <Alert tone="error" title={t('form.missingTitle')}>
                <ul className="list-disc space-y-1 pl-5">
                  {missing.map((message) => (
                    <li key={message}>{translateMessage(t, message)}</li>
                  ))}
                </ul>
              </Alert>
            </div>
          )}
          <Form id={FORM_ID} noValidate className="space-y-6">
            <FormSection title={t('form.vehicleSection')}>
              <VehicleFields />
            </FormSection>
            <FormSection title={t('form.deliverySection')}>
              <DeliveryFields />
              <NeededByField />
              <JobField />
            </FormSection>
          </Form>

          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <ItemsSection
              request={request}
              ensureDraft={ensureDraft}
              onAdded={(saved) => {
                if (!initial) void navigate(editRequestPath(saved._id), { replace: true });
              }}
            />
          </div>

          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('form.submitHint')}</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
              {requestId ? (
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50 sm:mr-auto"
                  onClick={() => setConfirmDelete(true)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {t('form.deleteDraft')}
                </Button>
              ) : (
                <Link to={requestsPath} className={`${buttonClass('ghost', 'md')} sm:mr-auto`}>
                  {t('form.cancel')}
                </Link>
              )}
              <Button
                type="submit"
                form={FORM_ID}
                size="lg"
                variant="secondary"
                disabled={isSubmitting}
                onClick={() => {
                  intent.current = 'draft';
                }}
              >
                {isSubmitting && intent.current === 'draft' && <Spinner />}
                {t('form.saveDraft')}
              </Button>
              <Button
                type="submit"
                form={FORM_ID}
                size="lg"
                disabled={isSubmitting}
                aria-busy={isSubmitting && intent.current === 'submit'}
                onClick={() => {
                  intent.current = 'submit';
                }}
              >
                {isSubmitting && intent.current === 'submit' ? <Spinner /> : <Send className="size-4" aria-hidden />}
                {t('form.submit')}
              </Button>
            </div>
          </div>

          {requestId && (
            <ConfirmDialog
              open={confirmDelete}
              onOpenChange={setConfirmDelete}
              danger
              title={t('form.deleteTitle')}
              description={t('form.deleteBody')}
              confirmLabel={t('form.deleteConfirm')}
              cancelLabel={t('form.keep')}
              pending={deleteDraft.isPending}
              onConfirm={() =>
                deleteDraft.mutate(requestId, {
                  onSuccess: () => {
                    setConfirmDelete(false);
                    showToast(t('form.deleted'));
                    void navigate(requestsPath, { replace: true });
                  },
                  onError: (error) => {
                    setConfirmDelete(false);
                    showToast(errorText(t, error), 'error');
                  },
                })
              }
            />
          )}
        </div>
      )}
    </Formik>
  );
}
