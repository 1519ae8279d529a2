export const id = 1127;
export const ids = [1127];
export const modules = {

/***/ 63508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kubernetesSettingsFromEnv: () => (/* binding */ kubernetesSettingsFromEnv)
/* harmony export */ });
/* unused harmony exports DEFAULT_NAMESPACE, namespaceFrom, serverRefusal */
/* harmony import */ var _kubernetes_client_node__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12901);
/* harmony import */ var _agents_preflight_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78423);
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2488);
// Kubernetes settings: the namespace from --namespace / KUBERNETES_NAMESPACE (default `default`),
// the cluster and credentials the client's usual way (KUBECONFIG, ~/.kube/config, or in-cluster).
// Credentials stay inside the client's KubeConfig: never logged, never written to a run folder.



const DEFAULT_NAMESPACE = 'default';
/** A DNS-1123 label, as a namespace name must be. */
const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function namespaceFrom(given, env) {
    const namespace = given?.trim() || env.KUBERNETES_NAMESPACE?.trim() || DEFAULT_NAMESPACE;
    if (!NAMESPACE_NAME.test(namespace)) {
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderSettingsError */ .pq(`provider kubernetes: namespace '${namespace.slice(0, 80)}' is not a valid name (lower-case letters, digits and '-', at most 63); set --namespace or KUBERNETES_NAMESPACE`);
    }
    return namespace;
}
/** KubeConfig.loadFromDefault: KUBECONFIG, then ~/.kube/config, then the in-cluster service account. */
function kubernetesSettingsFromEnv(env, namespace) {
    const kubeConfig = new _kubernetes_client_node__WEBPACK_IMPORTED_MODULE_0__/* .KubeConfig */ .ypW();
    const saved = process.env.KUBECONFIG;
    try {
        // The client reads process.env itself; the caller's environment decides.
        if (env.KUBECONFIG === undefined)
            delete process.env.KUBECONFIG;
        else
            process.env.KUBECONFIG = env.KUBECONFIG;
        kubeConfig.loadFromDefault();
    }
    catch (error) {
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderSettingsError */ .pq(`provider kubernetes: could not read the kubeconfig (${error instanceof Error ? error.name : typeof error}); point KUBECONFIG at a valid file or run inside a cluster`);
    }
    finally {
        if (saved === undefined)
            delete process.env.KUBECONFIG;
        else
            process.env.KUBECONFIG = saved;
    }
    const cluster = kubeConfig.getCurrentCluster();
    if (!cluster) {
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderSettingsError */ .pq('provider kubernetes: no cluster in the kubeconfig; set KUBECONFIG to a file whose current-context names a cluster, or run inside a cluster');
    }
    const refusal = serverRefusal(cluster.server, kubeConfig.getCurrentUser() !== null);
    if (refusal)
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderSettingsError */ .pq(`provider kubernetes: ${refusal}`);
    return { namespace: namespaceFrom(namespace, env), kubeConfig };
}
/**
 * What is wrong with the cluster's address before anything is sent: not a URL; http:// to another
 * machine (the token would cross the network unencrypted; `kubectl proxy` on loopback is taken);
 * no user to authenticate as, where the connection is not a local proxy's.
 */
function serverRefusal(server, hasUser) {
    let url;
    try {
        url = new URL(server);
    }
    catch {
        return `the cluster's server '${server.slice(0, 80)}' in the kubeconfig is not a URL`;
    }
    const loopback = (0,_agents_preflight_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopback */ .U9)(server);
    if (url.protocol === 'http:' && !loopback)
        return `the cluster's server ${url.host} is http://, so credentials would cross the network unencrypted; use its https:// address (http:// is taken for a loopback proxy only)`;
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return `the cluster's server must be https://, got ${url.protocol}`;
    if (!hasUser && !(url.protocol === 'http:' && loopback))
        return 'the kubeconfig names no user for its current context, so the cluster would see no credentials; set one (or run inside a cluster)';
    return null;
}


/***/ })

};
