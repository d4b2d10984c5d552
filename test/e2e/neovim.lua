-- Neovim's built-in LSP client (0.7+) against the built urilint-language-server: receive pushed
-- diagnostics for a JS file with a bad URL, request textDocument/codeAction, apply the quick fix
-- with vim.lsp.util.apply_workspace_edit(edit, 'utf-16') and check the buffer text.
-- Environment: URILINT_SERVER (path of dist/bin.js), URILINT_RESULT (file to write the outcome to).
local result_file = os.getenv('URILINT_RESULT')
local function finish(ok, message)
  local f = io.open(result_file, 'w')
  f:write((ok and 'OK ' or 'FAIL ') .. message .. '\n')
  f:close()
  if ok then vim.cmd('qall!') else vim.cmd('cquit 1') end
end

local ok, err = pcall(function()
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = 'javascript' -- no filetype detection under -u NONE; it becomes the languageId

  local raw = {} -- the LSP diagnostics as published, for the codeAction context
  local default_handler = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(e, params, ctx, config)
    raw = params.diagnostics
    return default_handler(e, params, ctx, config)
  end

  local client_id = vim.lsp.start_client({
    name = 'urilint',
    cmd = { 'node', os.getenv('URILINT_SERVER'), '--stdio' },
    root_dir = vim.fn.getcwd(),
  })
  if not client_id then return finish(false, 'start_client failed') end
  vim.lsp.buf_attach_client(bufnr, client_id)

  local got = vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
  if not got then return finish(false, 'no diagnostics received') end
  local d = raw[1]
  if d.source ~= 'urilint' or d.code ~= 'no-default-port' then
    return finish(false, 'unexpected diagnostic ' .. vim.inspect(d))
  end

  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = d.range,
    context = { diagnostics = { d } },
  }
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 10000)
  local fix
  for _, response in pairs(responses or {}) do
    for _, action in ipairs(response.result or {}) do
      if action.title == 'Fix this urilint/no-default-port problem' then fix = action end
    end
  end
  if not fix then return finish(false, 'no quick fix in ' .. vim.inspect(responses)) end
  vim.lsp.util.apply_workspace_edit(fix.edit, 'utf-16')

  local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
  local expected = 'const api = "http://example.com/v1";\nexport default api;'
  if text ~= expected then return finish(false, 'buffer is ' .. vim.inspect(text)) end

  -- the server re-validates the edited buffer: the finding is gone
  local cleared = vim.wait(20000, function() return #vim.diagnostic.get(bufnr) == 0 end, 50)
  if not cleared then return finish(false, 'diagnostics not cleared after the fix') end
  vim.lsp.stop_client(client_id)
  finish(true, 'diagnostic received, quick fix applied')
end)
if not ok then finish(false, 'error: ' .. tostring(err)) end
