// Sandbox Facebook SDK: FB.init / FB.login answering with access tokens the sandbox server
// understands: `sandbox-facebook:<identity>`.
(function () {
  var settings = null;
  var notConnected = { status: 'unknown', authResponse: null };

  window.FB = {
    init: function (options) {
      settings = options || {};
    },
    login: function (callback, options) {
      mktSandboxChooser.open({
        provider: 'facebook',
        title: 'Log in with Facebook (sandbox)',
        onChoose: function (identity) {
          callback({
            status: 'connected',
            authResponse: {
              accessToken: 'sandbox-facebook:' + identity,
              userID: identity,
              expiresIn: 3600,
              grantedScopes: (options && options.scope) || 'email',
              graphDomain: 'facebook',
              appId: settings && settings.appId,
            },
          });
        },
        onCancel: function () {
          callback(notConnected);
        },
      });
    },
    getLoginStatus: function (callback) {
      callback(notConnected);
    },
    logout: function (callback) {
      if (callback) callback(notConnected);
    },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
