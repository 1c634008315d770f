/**
 * Client navigation keeps what was typed into a page's fields, to put it back when the visitor
 * comes Back (client/navigation/formMemory.ts). A form whose message the server took says so
 * here, and Back then shows that page's form as served: a visitor who followed a link while their
 * message was sending would otherwise find it typed in again, and a second Send is a duplicate
 * lead. Navigation sits above the features, so it provides the forgetting and forms call it.
 */
type ForgetDraft = () => void;

let forgetterOfShownPage: () => ForgetDraft = () => () => undefined;

/** For client navigation: how to forget, later, what the visitor typed on the page shown now. */
export function provideDraftForgetter(forgetterOfPageShownNow: () => ForgetDraft): void {
  forgetterOfShownPage = forgetterOfPageShownNow;
}

/**
 * For a form, as its message leaves: forgets what was typed on this page once called (when the
 * server has taken the message), whichever page the visitor is on by then.
 */
export function draftForgetter(): ForgetDraft {
  return forgetterOfShownPage();
}
