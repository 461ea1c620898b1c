import { useField, useFormikContext } from 'formik';
import { LocateFixed, MapPin } from 'lucide-react';
import { useCallback, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestionDto, ReverseGeocodeDto } from '@fleetcare/shared';
import { errorText } from '../../lib/error-text.ts';
import { FormTextField, useFieldError } from '../form/form-fields.tsx';
import { Button } from '../ui/button.tsx';
import { describedBy, FieldMessage, inputClass } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { placeLabel, type AddressFormValue } from './address-value.ts';
import { useMyLocation, type LocateState } from './use-my-location.ts';
import { usePlaceSearch } from './use-place-search.ts';

interface AddressFieldProps {
  /** The Formik field holding an AddressFormValue (see address-value.ts). */
  name: string;
  /** The group's title; "Address" by default. */
  legend?: ReactNode;
  className?: string;
}

/** "Ikeja, Ikeja LGA, Lagos" (the LGA left out when unknown). */
function fullPlace(value: { town: string; lga: string | null; state: string }, lgaText: (lga: string) => string) {
  return [value.town, value.lga && value.lga !== value.town ? lgaText(value.lga) : '', value.state]
    .filter(Boolean)
    .join(', ');
}

/**
 * The one address input of the app, for a Formik field holding an AddressFormValue: the town or area picked from
 * type-ahead suggestions (an accessible combobox) or from the phone's location, which sets the state, the LGA and
 * the point; then the street and number, and a landmark. Each part shows its own error.
 */
export function AddressField({ name, legend, className = '' }: AddressFieldProps) {
  const { t } = useTranslation('address');
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const [{ value }] = useField<AddressFormValue>(name);
  // The town, its point and its state come together from one pick: one message under the place box.
  const townError = useFieldError(`${name}.town`);
  const pointError = useFieldError(`${name}.lat`);
  const stateError = useFieldError(`${name}.state`);
  const placeError = townError ?? pointError ?? stateError;

  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(() => placeLabel(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = value.lat !== null && value.town !== '';
  const search = usePlaceSearch(text, open && !chosen);
  const suggestions: PlaceSuggestionDto[] = open && !chosen && search.data ? search.data : [];
  const showList = open && !chosen && text.trim() !== '';

  // A value set from outside (a stored address loaded, a form reset) shows in the box; typing, which empties the
  // value, keeps what was typed.
  const [shownFor, setShownFor] = useState({ town: value.town, state: value.state });
  if (shownFor.town !== value.town || shownFor.state !== value.state) {
    setShownFor({ town: value.town, state: value.state });
    if (value.town) setText(placeLabel(value));
    else if (!open) setText('');
  }

  const setPlace = useCallback(
    (place: { town: string; lga: string | null; state: string; lat: number; lng: number }) => {
      void setFieldValue(name, {
        ...value,
        town: place.town,
        lga: place.lga ?? '',
        state: place.state,
        lat: place.lat,
        lng: place.lng,
      } satisfies AddressFormValue);
      setText(placeLabel(place));
      setOpen(false);
      setActive(-1);
    },
    [name, setFieldValue, value],
  );

  const onLocated = useCallback(
    (answer: ReverseGeocodeDto, position: { lat: number; lng: number }) => setPlace({ ...answer.place, ...position }),
    [setPlace],
  );
  const { state: locateState, locate, reset: resetLocate } = useMyLocation(onLocated);

  const type = (next: string) => {
    setText(next);
    resetLocate();
    setOpen(true);
    setActive(-1);
    if (chosen || value.town || value.state) {
      void setFieldValue(name, { ...value, town: '', lga: '', state: '', lat: null, lng: null });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      event.preventDefault();
      setPlace(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = showList && active >= 0 && suggestions[active] ? `${id}-option-${active}` : undefined;
  const lgaText = (lga: string) => t('lga', { lga });
  const hint = chosen ? t('place.chosen', { place: fullPlace(value, lgaText) }) : t('place.hint');

  return (
    <fieldset className={`min-w-0 space-y-4 ${className}`.trim()}>
      <legend className="mb-1 text-base font-semibold text-slate-900">{legend ?? t('legend')}</legend>

      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('place.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="relative min-w-0 flex-1">
            <MapPin
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              id={id}
              type="text"
              role="combobox"
              aria-expanded={showList}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              aria-invalid={placeError ? true : undefined}
              aria-describedby={describedBy(id, placeError, hint)}
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              maxLength={100}
              placeholder={t('place.placeholder')}
              className={`${inputClass} pl-10`}
              value={text}
              onChange={(event) => type(event.target.value)}
              onFocus={() => setOpen(true)}
              onBlur={() => {
                setOpen(false);
                setActive(-1);
                void setFieldTouched(`${name}.town`, true, false);
                void setFieldTouched(`${name}.lat`, true, false);
              }}
              onKeyDown={onKeyDown}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={t('place.listLabel')}
              hidden={!showList}
              className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
            >
              {suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the box, so choosing does not first blur it and close the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => setPlace(suggestion)}
                  onMouseEnter={() => setActive(index)}
                  className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 text-sm ${
                    index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
                  }`}
                >
                  <span className="font-medium">{suggestion.label}</span>
                  {suggestion.lga && suggestion.lga !== suggestion.town ? (
                    <span className="text-xs text-slate-500">{lgaText(suggestion.lga)}</span>
                  ) : null}
                </li>
              ))}
              {showList && suggestions.length === 0 ? (
                <li role="presentation" className="px-3 py-2 text-sm text-slate-600">
                  {search.isError
                    ? t('place.failed')
                    : search.isFetching || search.waiting
                      ? t('place.loading')
                      : t('place.none', { query: search.settledText })}
                </li>
              ) : null}
            </ul>
          </div>
          <Button
            variant="secondary"
            onClick={locate}
            disabled={locateState.status === 'locating'}
            className="shrink-0"
          >
            {locateState.status === 'locating' ? <Spinner /> : <LocateFixed aria-hidden className="size-4" />}
            {locateState.status === 'locating' ? t('locate.busy') : t('locate.button')}
          </Button>
        </div>
        <FieldMessage id={id} error={placeError} hint={hint} />
        <LocateMessage state={locateState} describe={(place) => fullPlace(place, lgaText)} />
        <p className="sr-only" aria-live="polite">
          {showList && !search.isFetching && !search.waiting && search.data
            ? t('place.count', { count: suggestions.length })
            : ''}
        </p>
      </div>

      <FormTextField
        name={`${name}.line`}
        label={t('line.label')}
        placeholder={t('line.placeholder')}
        autoComplete="address-line1"
        maxLength={200}
      />
      <FormTextField
        name={`${name}.landmark`}
        label={t('landmark.label')}
        hint={t('landmark.hint')}
        placeholder={t('landmark.placeholder')}
        maxLength={200}
      />
    </fieldset>
  );
}

/** What became of "Use my location", under the place box (announced as it changes). */
function LocateMessage({
  state,
  describe,
}: {
  state: LocateState;
  describe: (place: ReverseGeocodeDto['place']) => string;
}) {
  const { t } = useTranslation('address');
  if (state.status === 'problem') {
    const text =
      state.problem === 'failed' ? `${t('locate.failed')} ${errorText(t, state.error)}` : t(`locate.${state.problem}`);
    return (
      <p role="alert" className="mt-1.5 text-sm text-red-700">
        {text}
      </p>
    );
  }
  return (
    <p aria-live="polite" className="mt-1.5 text-sm text-slate-600 empty:hidden">
      {state.status === 'found' ? t('locate.found', { place: describe(state.answer.place) }) : ''}
    </p>
  );
}
