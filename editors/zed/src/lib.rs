// Tells Zed how to start a11y-lsp: the binary from `lsp.a11y-lsp.binary.path` in
// Zed's settings, else `a11y-lsp` on the worktree's PATH. The settings'
// `initialization_options` and `settings` are handed to the server as they are.

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

const SERVER: &str = "a11y-lsp";

struct A11yLsp;

impl zed::Extension for A11yLsp {
    fn new() -> Self {
        A11yLsp
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(SERVER, worktree).ok().and_then(|settings| settings.binary);
        let configured = binary.as_ref().and_then(|binary| binary.path.clone());
        let command = match configured.or_else(|| worktree.which(SERVER)) {
            Some(path) => path,
            None => return Err(format!("{SERVER} is not on PATH; set lsp.{SERVER}.binary.path in Zed's settings")),
        };
        let args = binary.and_then(|binary| binary.arguments).unwrap_or_default();
        Ok(zed::Command { command, args, env: worktree.shell_env() })
    }

    fn language_server_initialization_options(
        &mut self,
        _id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        Ok(LspSettings::for_worktree(SERVER, worktree).ok().and_then(|settings| settings.initialization_options))
    }

    fn language_server_workspace_configuration(
        &mut self,
        _id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        Ok(LspSettings::for_worktree(SERVER, worktree).ok().and_then(|settings| settings.settings))
    }
}

zed::register_extension!(A11yLsp);
