import { Phone } from 'lucide-react';

/** A phone number as a tap-to-call link: "+234 8031234567", dialling without spaces. */
export function PhoneLink({ phone }: { phone: { dialCode: string; number: string } }) {
  return (
    <a
      href={`tel:${phone.dialCode}${phone.number}`.replace(/\s/g, '')}
      className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      <Phone className="size-4" aria-hidden />
      {`${phone.dialCode} ${phone.number}`}
    </a>
  );
}
