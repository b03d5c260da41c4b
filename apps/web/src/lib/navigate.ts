/**
 * Navigation for what lives outside the router's tree (the toasts): inside the app, without reloading it and
 * showing the splash again. The root layout lends its navigate; before it has, a plain page load does.
 */
let navigator: ((to: string) => void) | null = null;

export function lendNavigator(navigate: (to: string) => void) {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function navigateInApp(to: string) {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
