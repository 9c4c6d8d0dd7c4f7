import { createContext, useContext } from 'react';

/** The request's CSP nonce on the server; empty in the browser, where scripts already ran. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);

/**
 * The request's CSP style nonce on the server (the brand's colour tokens in the head, root.tsx);
 * empty in the browser.
 */
export const StyleNonceContext = createContext('');
export const useStyleNonce = () => useContext(StyleNonceContext);
