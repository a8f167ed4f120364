/**
 * Whether a request with this Accept header takes an HTML answer: no header, text/html, text/* or
 * *\/*, unless its quality is 0. Browser navigations send text/html first.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((entry) => {
    const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
    return !refused && (type === 'text/html' || type === 'text/*' || type === '*/*');
  });
}
