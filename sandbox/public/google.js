// Sandbox Google sign-in: the surface the widget calls (code client and One Tap), answering with
// codes the sandbox server understands: `sandbox-google:<identity>`.
(function () {
  var oneTapConfig = null;

  function skipped(reason) {
    return {
      isDisplayMoment: function () { return false; },
      isDisplayed: function () { return false; },
      isNotDisplayed: function () { return false; },
      isSkippedMoment: function () { return true; },
      isDismissedMoment: function () { return false; },
      getMomentType: function () { return 'skipped'; },
      getSkippedReason: function () { return reason; },
      getNotDisplayedReason: function () { return ''; },
      getDismissedReason: function () { return ''; },
    };
  }

  function initCodeClient(config) {
    return {
      requestCode: function () {
        mktSandboxChooser.open({
          provider: 'google',
          title: 'Sign in with Google (sandbox)',
          onChoose: function (identity) {
            var code = 'sandbox-google:' + identity;
            if (config.ux_mode === 'redirect') {
              var target = new URL(config.redirect_uri || '/', window.location.href);
              // The sandbox only sends people back to this origin.
              if (target.origin !== window.location.origin) {
                if (config.error_callback) config.error_callback({ type: 'unknown', message: 'redirect_uri must be on this origin' });
                return;
              }
              target.searchParams.set('code', code);
              if (config.state) target.searchParams.set('state', config.state);
              window.location.assign(target.href);
              return;
            }
            var response = { code: code, scope: config.scope || '' };
            if (config.state) response.state = config.state;
            if (config.callback) config.callback(response);
          },
          onCancel: function () {
            if (config.error_callback) config.error_callback({ type: 'popup_closed', message: 'The chooser was closed.' });
          },
        });
      },
    };
  }

  var google = window.google || {};
  google.accounts = {
    oauth2: { initCodeClient: initCodeClient },
    id: {
      initialize: function (config) {
        oneTapConfig = config || null;
      },
      prompt: function (momentListener) {
        var config = oneTapConfig;
        mktSandboxChooser.open({
          provider: 'google-one-tap',
          title: 'Sign in with Google (sandbox One Tap)',
          onChoose: function (identity) {
            if (config && config.callback) {
              config.callback({ credential: 'sandbox-google:' + identity, select_by: 'user', clientId: config.client_id });
            }
          },
          onCancel: function () {
            if (typeof momentListener === 'function') momentListener(skipped('user_cancel'));
          },
        });
      },
      cancel: function () {
        mktSandboxChooser.close();
      },
      renderButton: function () {},
      disableAutoSelect: function () {},
    },
  };
  window.google = google;
  if (typeof window.onGoogleLibraryLoad === 'function') window.onGoogleLibraryLoad();
})();
