/** The support phone lines shown in the header and the footer. */
export const supportPhones = ['+234 201 330 0500', '+234 809 990 0500'] as const;

export const telHref = (phone: string) => `tel:${phone.replaceAll(' ', '')}`;
