;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 v128)
  (block $folding-inner12
   (block $folding-inner11
    (block $folding-inner10
     (block $folding-inner9
      (block $folding-inner8
       (block $folding-inner7
        (block $folding-inner6
         (block $folding-inner5
          (block $folding-inner4
           (block $folding-inner3
            (block $folding-inner2
             (block $folding-inner1
              (block $folding-inner0
               (if
                (i32.ge_s
                 (i32.sub
                  (local.get $1)
                  (local.get $0)
                 )
                 (i32.const 4)
                )
                (then
                 (loop $vl4
                  (if
                   (i32.and
                    (i32.and
                     (i32.and
                      (i32.and
                       (i32.lt_u
                        (local.get $0)
                        (local.get $13)
                       )
                       (i32.lt_u
                        (local.tee $2
                         (i32.add
                          (local.get $0)
                          (i32.const 3)
                         )
                        )
                        (local.get $13)
                       )
                      )
                      (i32.and
                       (i32.lt_u
                        (local.get $0)
                        (local.get $11)
                       )
                       (i32.lt_u
                        (local.get $2)
                        (local.get $11)
                       )
                      )
                     )
                     (i32.and
                      (i32.lt_u
                       (local.get $0)
                       (local.get $6)
                      )
                      (i32.lt_u
                       (local.get $2)
                       (local.get $6)
                      )
                     )
                    )
                    (i32.and
                     (i32.lt_u
                      (local.get $0)
                      (local.get $8)
                     )
                     (i32.lt_u
                      (local.get $2)
                      (local.get $8)
                     )
                    )
                   )
                   (then
                    (v128.store align=4
                     (i32.add
                      (local.get $12)
                      (local.tee $2
                       (i32.shl
                        (local.get $0)
                        (i32.const 2)
                       )
                      )
                     )
                     (i32x4.add
                      (local.tee $16
                       (i32x4.splat
                        (local.get $9)
                       )
                      )
                      (i32x4.add
                       (i32x4.splat
                        (local.get $0)
                       )
                       (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
                      )
                     )
                    )
                    (v128.store align=4
                     (local.tee $3
                      (i32.add
                       (local.get $2)
                       (local.get $10)
                      )
                     )
                     (i32x4.add
                      (v128.load align=4
                       (i32.add
                        (local.get $2)
                        (local.get $5)
                       )
                      )
                      (v128.load align=4
                       (i32.add
                        (local.get $2)
                        (local.get $7)
                       )
                      )
                     )
                    )
                    (v128.store align=4
                     (local.tee $4
                      (i32.add
                       (local.get $2)
                       (local.get $12)
                      )
                     )
                     (v128.xor
                      (v128.load align=4
                       (local.get $4)
                      )
                      (i32x4.sub
                       (i32x4.sub
                        (v128.load align=4
                         (i32.add
                          (local.get $2)
                          (local.get $5)
                         )
                        )
                        (v128.load align=4
                         (i32.add
                          (local.get $2)
                          (local.get $7)
                         )
                        )
                       )
                       (local.get $16)
                      )
                     )
                    )
                    (v128.store align=4
                     (local.get $3)
                     (i32x4.add
                      (v128.load align=4
                       (local.get $3)
                      )
                      (i32x4.sub
                       (v128.load align=4
                        (i32.add
                         (local.get $2)
                         (local.get $7)
                        )
                       )
                       (v128.load align=4
                        (i32.add
                         (local.get $2)
                         (local.get $5)
                        )
                       )
                      )
                     )
                    )
                    (local.set $0
                     (i32.add
                      (local.get $0)
                      (i32.const 4)
                     )
                    )
                   )
                   (else
                    (if
                     (i32.gt_s
                      (local.tee $3
                       (i32.add
                        (local.get $0)
                        (i32.const 4)
                       )
                      )
                      (local.get $0)
                     )
                     (then
                      (loop $l2
                       (local.set $2
                        (i32.add
                         (local.get $0)
                         (local.get $9)
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.get $0)
                         (local.get $13)
                        )
                        (then
                         (br $folding-inner0)
                        )
                       )
                       (i32.store
                        (i32.add
                         (local.get $12)
                         (i32.shl
                          (local.get $0)
                          (i32.const 2)
                         )
                        )
                        (local.get $2)
                       )
                       (if
                        (i32.ge_u
                         (local.get $0)
                         (local.get $6)
                        )
                        (then
                         (br $folding-inner1)
                        )
                       )
                       (local.set $4
                        (i32.add
                         (i32.load
                          (i32.add
                           (local.get $5)
                           (i32.shl
                            (local.get $0)
                            (i32.const 2)
                           )
                          )
                         )
                         (block (result i32)
                          (if
                           (i32.ge_u
                            (local.tee $2
                             (local.get $0)
                            )
                            (local.get $8)
                           )
                           (then
                            (br $folding-inner2)
                           )
                          )
                          (i32.load
                           (i32.add
                            (local.get $7)
                            (i32.shl
                             (local.get $2)
                             (i32.const 2)
                            )
                           )
                          )
                         )
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.get $0)
                         (local.get $11)
                        )
                        (then
                         (br $folding-inner3)
                        )
                       )
                       (i32.store
                        (i32.add
                         (local.get $10)
                         (i32.shl
                          (local.get $0)
                          (i32.const 2)
                         )
                        )
                        (local.get $4)
                       )
                       (if
                        (i32.ge_u
                         (local.get $2)
                         (local.get $13)
                        )
                        (then
                         (br $folding-inner4)
                        )
                       )
                       (local.set $4
                        (i32.xor
                         (i32.load
                          (i32.add
                           (local.get $12)
                           (i32.shl
                            (local.get $0)
                            (i32.const 2)
                           )
                          )
                         )
                         (block (result i32)
                          (if
                           (i32.ge_u
                            (local.get $0)
                            (local.get $6)
                           )
                           (then
                            (br $folding-inner5)
                           )
                          )
                          (i32.sub
                           (i32.sub
                            (i32.load
                             (i32.add
                              (local.get $5)
                              (i32.shl
                               (local.get $2)
                               (i32.const 2)
                              )
                             )
                            )
                            (block (result i32)
                             (if
                              (i32.ge_u
                               (local.get $2)
                               (local.get $8)
                              )
                              (then
                               (br $folding-inner6)
                              )
                             )
                             (i32.load
                              (i32.add
                               (local.get $7)
                               (i32.shl
                                (local.get $2)
                                (i32.const 2)
                               )
                              )
                             )
                            )
                           )
                           (local.get $9)
                          )
                         )
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.get $0)
                         (local.get $13)
                        )
                        (then
                         (br $folding-inner7)
                        )
                       )
                       (i32.store
                        (i32.add
                         (local.get $12)
                         (i32.shl
                          (local.get $0)
                          (i32.const 2)
                         )
                        )
                        (local.get $4)
                       )
                       (if
                        (i32.ge_u
                         (local.get $2)
                         (local.get $11)
                        )
                        (then
                         (br $folding-inner8)
                        )
                       )
                       (local.set $4
                        (i32.add
                         (i32.load
                          (i32.add
                           (local.get $10)
                           (i32.shl
                            (local.get $0)
                            (i32.const 2)
                           )
                          )
                         )
                         (block (result i32)
                          (if
                           (i32.ge_u
                            (local.get $0)
                            (local.get $8)
                           )
                           (then
                            (br $folding-inner9)
                           )
                          )
                          (i32.sub
                           (i32.load
                            (i32.add
                             (local.get $7)
                             (i32.shl
                              (local.get $2)
                              (i32.const 2)
                             )
                            )
                           )
                           (block (result i32)
                            (if
                             (i32.ge_u
                              (local.get $2)
                              (local.get $6)
                             )
                             (then
                              (br $folding-inner10)
                             )
                            )
                            (i32.load
                             (i32.add
                              (local.get $5)
                              (i32.shl
                               (local.get $2)
                               (i32.const 2)
                              )
                             )
                            )
                           )
                          )
                         )
                        )
                       )
                       (if
                        (i32.ge_u
                         (local.get $0)
                         (local.get $11)
                        )
                        (then
                         (br $folding-inner11)
                        )
                       )
                       (i32.store
                        (i32.add
                         (local.get $10)
                         (i32.shl
                          (local.get $0)
                          (i32.const 2)
                         )
                        )
                        (local.get $4)
                       )
                       (br_if $l2
                        (i32.gt_s
                         (local.get $3)
                         (local.tee $0
                          (i32.add
                           (local.get $2)
                           (i32.const 1)
                          )
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                  )
                  (br_if $vl4
                   (i32.ge_s
                    (i32.sub
                     (local.get $1)
                     (local.get $0)
                    )
                    (i32.const 4)
                   )
                  )
                 )
                )
               )
               (if
                (i32.lt_s
                 (local.get $0)
                 (local.get $1)
                )
                (then
                 (loop $l7
                  (local.set $2
                   (i32.add
                    (local.get $0)
                    (local.get $9)
                   )
                  )
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $13)
                   )
                   (then
                    (br $folding-inner0)
                   )
                  )
                  (i32.store
                   (i32.add
                    (local.get $12)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $2)
                  )
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $6)
                   )
                   (then
                    (br $folding-inner1)
                   )
                  )
                  (local.set $3
                   (i32.add
                    (i32.load
                     (i32.add
                      (local.get $5)
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $2
                        (local.get $0)
                       )
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner2)
                      )
                     )
                     (i32.load
                      (i32.add
                       (local.get $7)
                       (i32.shl
                        (local.get $2)
                        (i32.const 2)
                       )
                      )
                     )
                    )
                   )
                  )
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $11)
                   )
                   (then
                    (br $folding-inner3)
                   )
                  )
                  (i32.store
                   (i32.add
                    (local.get $10)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $3)
                  )
                  (if
                   (i32.ge_u
                    (local.get $2)
                    (local.get $13)
                   )
                   (then
                    (br $folding-inner4)
                   )
                  )
                  (local.set $3
                   (i32.xor
                    (i32.load
                     (i32.add
                      (local.get $12)
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $6)
                      )
                      (then
                       (br $folding-inner5)
                      )
                     )
                     (i32.sub
                      (i32.sub
                       (i32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $2)
                          (i32.const 2)
                         )
                        )
                       )
                       (block (result i32)
                        (if
                         (i32.ge_u
                          (local.get $2)
                          (local.get $8)
                         )
                         (then
                          (br $folding-inner6)
                         )
                        )
                        (i32.load
                         (i32.add
                          (local.get $7)
                          (i32.shl
                           (local.get $2)
                           (i32.const 2)
                          )
                         )
                        )
                       )
                      )
                      (local.get $9)
                     )
                    )
                   )
                  )
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $13)
                   )
                   (then
                    (br $folding-inner7)
                   )
                  )
                  (i32.store
                   (i32.add
                    (local.get $12)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $3)
                  )
                  (if
                   (i32.ge_u
                    (local.get $2)
                    (local.get $11)
                   )
                   (then
                    (br $folding-inner8)
                   )
                  )
                  (local.set $3
                   (i32.add
                    (i32.load
                     (i32.add
                      (local.get $10)
                      (i32.shl
                       (local.get $0)
                       (i32.const 2)
                      )
                     )
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.get $0)
                       (local.get $8)
                      )
                      (then
                       (br $folding-inner9)
                      )
                     )
                     (i32.sub
                      (i32.load
                       (i32.add
                        (local.get $7)
                        (i32.shl
                         (local.get $2)
                         (i32.const 2)
                        )
                       )
                      )
                      (block (result i32)
                       (if
                        (i32.ge_u
                         (local.get $2)
                         (local.get $6)
                        )
                        (then
                         (br $folding-inner10)
                        )
                       )
                       (i32.load
                        (i32.add
                         (local.get $5)
                         (i32.shl
                          (local.get $2)
                          (i32.const 2)
                         )
                        )
                       )
                      )
                     )
                    )
                   )
                  )
                  (if
                   (i32.ge_u
                    (local.get $0)
                    (local.get $11)
                   )
                   (then
                    (br $folding-inner11)
                   )
                  )
                  (i32.store
                   (i32.add
                    (local.get $10)
                    (i32.shl
                     (local.get $0)
                     (i32.const 2)
                    )
                   )
                   (local.get $3)
                  )
                  (br_if $l7
                   (i32.lt_s
                    (local.tee $0
                     (i32.add
                      (local.get $2)
                      (i32.const 1)
                     )
                    )
                    (local.get $1)
                   )
                  )
                 )
                )
               )
               (return
                (i32.const 0)
               )
              )
              (global.set $oob_site
               (i32.const 0)
              )
              (br $folding-inner12)
             )
             (global.set $oob_site
              (i32.const 1)
             )
             (br $folding-inner12)
            )
            (global.set $oob_site
             (i32.const 2)
            )
            (br $folding-inner12)
           )
           (global.set $oob_site
            (i32.const 3)
           )
           (br $folding-inner12)
          )
          (global.set $oob_site
           (i32.const 4)
          )
          (br $folding-inner12)
         )
         (global.set $oob_site
          (i32.const 5)
         )
         (br $folding-inner12)
        )
        (global.set $oob_site
         (i32.const 6)
        )
        (global.set $oob_index
         (local.get $2)
        )
        (return
         (i32.const 1)
        )
       )
       (global.set $oob_site
        (i32.const 7)
       )
       (br $folding-inner12)
      )
      (global.set $oob_site
       (i32.const 8)
      )
      (br $folding-inner12)
     )
     (global.set $oob_site
      (i32.const 9)
     )
     (br $folding-inner12)
    )
    (global.set $oob_site
     (i32.const 10)
    )
    (global.set $oob_index
     (local.get $2)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_site
    (i32.const 11)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (param $15 i32) (result i32)
  (local $16 v128)
  (if
   (i32.ge_s
    (i32.sub
     (local.get $1)
     (local.get $0)
    )
    (i32.const 4)
   )
   (then
    (loop $vl4
     (v128.store align=4
      (i32.add
       (local.get $12)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (i32x4.add
       (local.tee $16
        (i32x4.splat
         (local.get $9)
        )
       )
       (i32x4.add
        (i32x4.splat
         (local.get $0)
        )
        (v128.const i32x4 0x00000000 0x00000001 0x00000002 0x00000003)
       )
      )
     )
     (v128.store align=4
      (local.tee $3
       (i32.add
        (local.get $2)
        (local.get $10)
       )
      )
      (i32x4.add
       (v128.load align=4
        (i32.add
         (local.get $2)
         (local.get $5)
        )
       )
       (v128.load align=4
        (i32.add
         (local.get $2)
         (local.get $7)
        )
       )
      )
     )
     (v128.store align=4
      (local.tee $4
       (i32.add
        (local.get $2)
        (local.get $12)
       )
      )
      (v128.xor
       (v128.load align=4
        (local.get $4)
       )
       (i32x4.sub
        (i32x4.sub
         (v128.load align=4
          (i32.add
           (local.get $2)
           (local.get $5)
          )
         )
         (v128.load align=4
          (i32.add
           (local.get $2)
           (local.get $7)
          )
         )
        )
        (local.get $16)
       )
      )
     )
     (v128.store align=4
      (local.get $3)
      (i32x4.add
       (v128.load align=4
        (local.get $3)
       )
       (i32x4.sub
        (v128.load align=4
         (i32.add
          (local.get $2)
          (local.get $7)
         )
        )
        (v128.load align=4
         (i32.add
          (local.get $2)
          (local.get $5)
         )
        )
       )
      )
     )
     (br_if $vl4
      (i32.ge_s
       (i32.sub
        (local.get $1)
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 4)
         )
        )
       )
       (i32.const 4)
      )
     )
    )
   )
  )
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l7
     (i32.store
      (local.tee $3
       (i32.add
        (local.get $12)
        (local.tee $2
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (i32.add
       (local.get $0)
       (local.get $9)
      )
     )
     (i32.store
      (local.tee $4
       (i32.add
        (local.get $2)
        (local.get $10)
       )
      )
      (i32.add
       (i32.load
        (i32.add
         (local.get $2)
         (local.get $5)
        )
       )
       (i32.load
        (i32.add
         (local.get $2)
         (local.get $7)
        )
       )
      )
     )
     (i32.store
      (local.get $3)
      (i32.xor
       (i32.load
        (local.get $3)
       )
       (i32.sub
        (i32.sub
         (i32.load
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
        )
        (local.get $9)
       )
      )
     )
     (i32.store
      (local.get $4)
      (i32.add
       (i32.load
        (local.get $4)
       )
       (i32.sub
        (i32.load
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
        (i32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
     )
     (br_if $l7
      (i32.lt_s
       (local.tee $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (local.get $1)
      )
     )
    )
   )
  )
  (i32.const 0)
 )
)
